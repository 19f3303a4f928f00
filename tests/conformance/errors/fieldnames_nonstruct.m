fieldnames(42)
