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

for name, pattern in json.loads(os.environ.get("HOSTEL_FORMATS", "{}")).items():
    schemathesis.openapi.format(name, st.from_regex(pattern, fullmatch=True))
