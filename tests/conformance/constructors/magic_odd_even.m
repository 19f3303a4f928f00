m5 = magic(5)
sum(m5)
