% eig refuses a matrix with an Inf or NaN element, symmetric or not.
bad = {[1 NaN; NaN 1], [1 2; 3 Inf], [Inf 0; 0 1], [1 NaN*1i; 2 3]};
for k = 1:numel(bad)
  try
    eig(bad{k});
  catch err
    disp(err.message)
  end
  try
    [V, D] = eig(bad{k});
  catch err
    disp(err.message)
  end
end
