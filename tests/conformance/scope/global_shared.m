function global_shared()
  global counter
  counter = 0;
  bump();
  bump();
  disp(counter)
end
function bump()
  global counter
  counter = counter + 1;
end
