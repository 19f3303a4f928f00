isinteger(int8(1))
isinteger(1)
isfloat(single(1))
isfloat(int8(1))
