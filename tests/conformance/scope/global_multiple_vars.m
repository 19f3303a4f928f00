function global_multiple_vars()
  global A B
  A = 1;
  B = 2;
  swap_globals();
  fprintf('%d %d\n', A, B);
end
function swap_globals()
  global A B
  [A, B] = deal(B, A);
end
