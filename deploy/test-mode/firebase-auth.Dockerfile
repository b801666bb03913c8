# syntax=docker/dockerfile:1
# Test mode only: the Firebase Auth emulator (firebase-tools, offline, demo project) for `docker compose up`.
ARG NODE_IMAGE=node:24.21.0-bookworm-slim
FROM ${NODE_IMAGE}
RUN apt-get update \
  && apt-get install -y --no-install-recommends openjdk-17-jre-headless \
  && rm -rf /var/lib/apt/lists/*
RUN npm install -g --no-audit --no-fund firebase-tools@15.34.2 && npm cache clean --force
WORKDIR /emulator
COPY deploy/test-mode/firebase.json ./firebase.json
RUN chown -R node:node /emulator
USER node
EXPOSE 9099
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:9099/').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["firebase", "emulators:start", "--only", "auth", "--project", "demo-hostel"]
