a = symvar('x*y + sin(z)'), b = symvar('alpha*t + pi + e + i + Inf + NaN + eps'), c = symvar('foo(x) + x2'), d = symvar('3'), e2 = symvar('x.y + z''')
a = symvar('foo (x) + b*NA + inf + nan + j + E + 1'), b=symvar('y1 + 2e3*x_a')
