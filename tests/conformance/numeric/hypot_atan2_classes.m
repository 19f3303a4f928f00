% atan2 and hypot compute integer arguments in double: the result is
% single when either argument is single, double otherwise.
x = hypot(uint16(6), -[true false true])
class(x)
x = atan2(uint16(3), int32(-40))
class(x)
x = hypot(int8(3), int8(4))
class(x)
x = hypot(single(3), int8(4))
class(x)
x = mod(int8(7), 3)
class(x)
