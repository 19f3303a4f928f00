r = xor([true false true], [true true false])
