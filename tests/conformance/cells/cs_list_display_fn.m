function cs_list_display_fn
  c = {1, 'two'};
  c{:}
  disp(ans)
  s = struct('a', {10, 20, 30});
  s(2:3).a
  x = c{1};
  disp(x)
end
