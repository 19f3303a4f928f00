% Hexadecimal and binary literals are integers (MATLAB R2019b): the
% narrowest unsigned class for their digits, or the class of a suffix.
x = 0x80
y = 0b101
class(0xffff)
z = 0x8000s32
w = 0x80u64
a = 0x80s8, b = 0xFFs8, c = 0b11111111s8, d = 0x7Fs8
class(0x1FF)
e = 0x8000000000000001u64
f = 0xffs16
g = -0x80
h = 0xFF_FF, k = 0B1_0
m = [0x1 2], class(m)
n = 0x1 + 0.6
p = 0x1e3u16
class(0x00FF), class(0b000000001), class(0x0000000000000001)
q = 0xFFFFs16
r = 0xFFFFFFFFFFFFFFFFs64, s = 0xffffffffffffffff, t = 0x8000000000000000s64
u = [0x1; 0b11], v = 0x5:0x8, class(v)
mask = bitand(uint8(200), 0x0F)
shifted = bitshift(0x01u16, 4)
