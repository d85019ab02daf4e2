"""The statistics (core.stats): counts per seat, the chi-square test and its edges, the race over
table rounds, the lookups and the verdict's boundaries (fast: marker ``netrules``, set by
tests/net/netrules.py)."""
