function default_args_isempty()
  disp(pad_to([1 2], 4))
  disp(pad_to([1 2], 4, -1))
end
function v = pad_to(v, n, fill)
  if nargin < 3 || isempty(fill)
    fill = 0;
  end
  v(end+1:n) = fill;
end
