function recursive_sum_cell()
  c = {1, {2, 3}, {{4}}};
  disp(deep_sum(c))
end
function t = deep_sum(x)
  if iscell(x)
    t = 0;
    for k = 1:numel(x)
      t = t + deep_sum(x{k});
    end
  else
    t = sum(x(:));
  end
end
