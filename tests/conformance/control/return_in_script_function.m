function return_in_script_function()
  for k = 1:5
    if k == 3
      disp('returning')
      return
    end
    disp(k)
  end
  disp('not reached')
end
