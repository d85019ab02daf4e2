"""The joiner (net.join): a busy table tried again after its hello."""
