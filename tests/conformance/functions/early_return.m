function early_return()
  disp(find_first([3 8 2 9], 5))
end
function idx = find_first(v, thresh)
  idx = -1;
  for k = 1:numel(v)
    if v(k) > thresh
      idx = k;
      return
    end
  end
end
