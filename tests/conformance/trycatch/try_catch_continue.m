results = zeros(1, 3);
for k = 1:3
  try
    if k == 2
      error('skip');
    end
    results(k) = k;
  catch
    results(k) = NaN;
  end
end
results
