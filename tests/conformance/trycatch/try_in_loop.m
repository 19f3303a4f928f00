vals = {1, 'a', [1 2]};
for k = 1:numel(vals)
  try
    r = vals{k} * 2;
    disp(r)
  catch e
    fprintf('item %d: %s\n', k, e.message);
  end
end
