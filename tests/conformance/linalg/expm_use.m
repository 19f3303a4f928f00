E = expm(zeros(2))
