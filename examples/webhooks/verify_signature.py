"""Verifies the X-Mynah-Signature header of a Mynah webhook request (Python 3.8 or later)."""
import hashlib
import hmac
import re
import time

# Requests signed more than this many seconds from your clock are refused: a replayed request is old.
TOLERANCE_SECONDS = 300


def verify_mynah_signature(raw_body, header, secret, now=None):
    """Return True when header ("t=<unix seconds>,v1=<hex>[,v1=<hex>]") signs raw_body with secret.

    raw_body must be the bytes as received, not JSON parsed and serialised again. While a rolled
    secret overlaps, the header carries two v1 values; one match is enough.
    """
    pairs = [part.strip().split("=", 1) for part in (header or "").split(",")]
    timestamps = [pair[1] for pair in pairs if len(pair) == 2 and pair[0] == "t"]
    if not timestamps or not re.fullmatch(r"[0-9]+", timestamps[0]):
        return False
    now = time.time() if now is None else now
    if abs(now - int(timestamps[0])) > TOLERANCE_SECONDS:
        return False
    if isinstance(raw_body, str):
        raw_body = raw_body.encode("utf-8")
    expected = hmac.new(secret.encode("utf-8"), timestamps[0].encode("ascii") + b"." + raw_body, hashlib.sha256).hexdigest()
    return any(
        len(pair) == 2 and pair[0] == "v1" and hmac.compare_digest(pair[1], expected)
        for pair in pairs
    )
