s = char(zeros(0, 1))
