function persistent_separate_functions()
  c1(); c1(); c2();
  fprintf('%d %d\n', c1(), c2());
end
function n = c1()
  persistent k
  if isempty(k), k = 0; end
  k = k + 1; n = k;
end
function n = c2()
  persistent k
  if isempty(k), k = 100; end
  k = k + 1; n = k;
end
