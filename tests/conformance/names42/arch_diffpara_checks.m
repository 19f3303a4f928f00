% The input checks of arch_fit and diffpara.
calls = {@() arch_fit(ones(2), 1, 1), @() arch_fit(1:10, ones(3, 2), 1), ...
         @() arch_fit(1:10, 1), @() diffpara(1:10, [1 2]), @() diffpara()};
for k = 1:numel (calls)
  try
    calls{k} ();
  catch err
    disp (strtok (err.message, "\n"));
  end
end
