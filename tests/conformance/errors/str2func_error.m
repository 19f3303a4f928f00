f = str2func(42)
