t = true(2)
f = false(1, 3)
n = NaN(1, 2)
i = Inf(2, 1)
