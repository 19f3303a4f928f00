for score = [95 85 72 40]
  if score >= 90
    g = 'A';
  elseif score >= 80
    g = 'B';
  elseif score >= 70
    g = 'C';
  else
    g = 'F';
  end
  fprintf('%d -> %s\n', score, g);
end
