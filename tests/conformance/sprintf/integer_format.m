s = sprintf('%d items', 5)
