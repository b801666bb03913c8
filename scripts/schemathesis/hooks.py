"""schemathesis hooks, loaded by run.ts through its configuration file.

The string formats the API document names (`format` beside a `pattern`) get values from their pattern, which
run.ts passes in HOSTEL_FORMATS ({ name: pattern }, from packages/contracts). Without a strategy, schemathesis'
coverage phase writes a header value from letters and digits only: a pattern that needs another character (the
`-` of a live event id) gets no valid value, and the case it calls valid carries an invalid one.
"""

import json
import os

import schemathesis
from hypothesis import strategies as st
from hypothesis.internal import lambda_sources

for name, pattern in json.loads(os.environ.get("HOSTEL_FORMATS", "{}")).items():
    schemathesis.openapi.format(name, st.from_regex(pattern, fullmatch=True))


# Hypothesis names a filtered strategy by parsing its lambda's source file with `ast`. On Python 3.11 (the one
# the schemathesis environment runs on), one failed AST construction can leave the interpreter's AST depth count
# wrong (CPython gh-106905), and every parse after it raises "AST constructor recursion depth mismatch": the coverage
# phase then stops with a Runtime Error inside schemathesis, which says nothing about the API. The name is only for
# messages, so a lambda that cannot be parsed is named as Hypothesis names one whose source it cannot find.
_describe_lambda = lambda_sources._lambda_description


def _describe_lambda_or_unknown(f, *args, **kwargs):
    try:
        return _describe_lambda(f, *args, **kwargs)
    except (SystemError, RecursionError):
        return "lambda: <unknown>"


lambda_sources._lambda_description = _describe_lambda_or_unknown
