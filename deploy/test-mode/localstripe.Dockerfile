# syntax=docker/dockerfile:1
# Test mode only: localstripe (PyPI), the local Stripe-compatible server and its Stripe.js stand-in.
ARG PYTHON_IMAGE=python:3.11-slim-bookworm
FROM ${PYTHON_IMAGE}
RUN pip install --no-cache-dir localstripe==1.15.10
RUN useradd --create-home --uid 1001 stripe
USER stripe
EXPOSE 8420
HEALTHCHECK --interval=10s --timeout=3s --start-period=10s --retries=5 \
  CMD ["python", "-c", "import urllib.request,sys; urllib.request.urlopen('http://127.0.0.1:8420/js.stripe.com/v3/'); sys.exit(0)"]
CMD ["localstripe", "--port", "8420", "--from-scratch"]
