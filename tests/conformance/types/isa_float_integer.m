isa(single(1), 'numeric')
isa(uint8(1), 'float')
isa('a', 'char')
