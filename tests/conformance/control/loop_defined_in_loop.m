function loop_defined_in_loop()
% A variable first set inside a loop and read after it: the loop runs
% natively from the first iteration that finds it defined.
n = 5;
s = 0;
for k = 1:n
  y = k * 2;
  s = s + y;
end
disp([s y])
m = 0;
t = 1;
while t < 100
  if t > 10
    z = t;
  end
  t = t * 2;
  m = m + 1;
end
disp([m t z])
disp(never_set(6))
try
  disp(never_set(2))
catch err
  disp(err.message)
end
end

function r = never_set(n)
% The loop may leave it undefined: the error is the interpreter's.
for k = 1:n
  if k > 3
    r = k;
  end
end
end
