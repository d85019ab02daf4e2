"""Lockstep play (net.lockstep): sessions in an in-memory star (``star``), hash chains and
commit–reveal (test vectors, a chi-square over 10,000 rolls), chains served their committed
length, and a person's own die held on an injected clock."""
