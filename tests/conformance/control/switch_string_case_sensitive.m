switch 'ABC'
  case 'abc'
    disp('lower')
  otherwise
    disp('no match')
end
