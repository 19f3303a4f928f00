switch 5
  case 1
    disp('one')
end
disp('after switch')
