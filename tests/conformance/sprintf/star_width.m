s = sprintf('[%*d]', 6, 42)
