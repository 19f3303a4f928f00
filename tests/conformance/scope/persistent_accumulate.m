function persistent_accumulate()
  remember(1);
  remember(5);
  disp(remember(2))
end
function h = remember(x)
  persistent hist
  hist(end + 1) = x;
  h = hist;
end
