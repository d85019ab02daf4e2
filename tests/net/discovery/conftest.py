"""Discovery (net.discovery): the TXT record's defensive parsing, announcing and browsing on
127.0.0.1, and across two network namespaces the test makes (skipped with the reason otherwise)."""
