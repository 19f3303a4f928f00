make_adder = @(n) @(x) x + n;
add5 = make_adder(5);
add5(10)
