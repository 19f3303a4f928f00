function input_copy_semantics()
  v = [1 2 3];
  w = zero_first(v);
  disp(v)
  disp(w)
end
function v = zero_first(v)
  v(1) = 0;
end
