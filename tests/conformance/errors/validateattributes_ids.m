% validateattributes: Octave's identifier and message per attribute
tries = {{ones(1,2,3), {'2d'}}, {[1 2], {'>', 3}}, {magic(3), {'size', [3 NaN 1]}}, ...
         {magic(3), {'size', [2 3]}}, {[0 2], {'binary'}}, {[1 0; 1 1], {'diag'}}, ...
         {[1 2 3], {'ncols', 2}}, {[1 2], {'bogus'}}};
for k = 1:numel(tries)
  t = tries{k};
  try
    validateattributes(t{1}, {}, t{2}, 'f', 'X');
    disp('ok')
  catch err
    disp(err.identifier); disp(err.message)
  end
end
