c = cell(2, 3)
