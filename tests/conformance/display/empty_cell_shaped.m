c = cell(0, 2)
