for v = [1 2 5]
  switch v
    case 1
      disp('one')
    case {2, 3}
      disp('two or three')
    otherwise
      disp('other')
  end
end
