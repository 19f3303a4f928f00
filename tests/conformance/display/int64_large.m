a = int64(9007199254740993)
b = intmax('int64')
