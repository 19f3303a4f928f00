length(zeros(3, 7))
length(zeros(7, 3, 2))
