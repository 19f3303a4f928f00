function varargout_use()
  [a, b, c] = spread([7 8 9])
end
function varargout = spread(v)
  for k = 1:nargout
    varargout{k} = v(k);
  end
end
