"""The move log (madn_qt.log): its lines in en/de/it, the route words of event mode's paths, and
how it scrolls while a game goes on."""
