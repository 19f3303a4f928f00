function varargout_nargout_zero()
  flexible()
  a = flexible()
end
function varargout = flexible()
  fprintf('nargout=%d\n', nargout);
  if nargout > 0
    varargout{1} = 42;
  end
end
