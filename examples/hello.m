% A first program: prints a greeting and a small table of squares.
name = 'matc';
fprintf('Hello from %s!\n', name);
for k = 1:4
  fprintf('%d squared is %d\n', k, k^2);
end
x = magic(3)
